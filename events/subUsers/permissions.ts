// The sub-user permission tree of spec section 6 and the dotted-path check of spec section 5.
// Pure: the server enforces it (api/http/sub-user-routes.ts), the UI reads the same tree to hide
// what the server would refuse.

export const SUB_USER_ROLES = ['sub_user_admin', 'sub_user_support'] as const;
export type SubUserRole = (typeof SUB_USER_ROLES)[number];

/** A module switch; a module with switches of its own lists them in `children`. */
export type PermissionNode = { status: boolean; children?: PermissionTree };
export type PermissionTree = { [key: string]: PermissionNode };

const on = (children?: PermissionTree): PermissionNode => (children ? { status: true, children } : { status: true });
const off = (children?: PermissionTree): PermissionNode => (children ? { status: false, children } : { status: false });

/**
 * Every module and switch of spec section 6, as an Administrator sub-user gets them by default.
 * Profile is off: it is the parent's own account (password, two-factor, language), not the sub-user's.
 */
export const ADMIN_DEFAULT_TREE: PermissionTree = {
  user_management: on({
    dealer_management: on(),
    view_detail: on(),
    account_management: on(),
    create_role: on(),
    delete_role: on(),
    update_role: on(),
    create_user: on(),
    delete_user: on(),
    update_password: on(),
  }),
  dashboard: on(),
  order_software: on({ create_order: on() }),
  order_parts: on(),
  track_order: on(),
  credits: on({
    configuration: on(),
    send_offer_confirm_payment: on(),
    transfer_credits: on(),
    deduct_credits: on(),
    buy_credits: on(),
  }),
  support: on(),
  coupon: on(),
  downloads: on({ upload_files: on(), download_files: on() }),
  feedbacks: on(),
  news: on(),
  profile: off(),
};

/** A Support sub-user answers and follows: orders, tickets and files on; money, accounts and ordering off. */
export const SUPPORT_DEFAULT_TREE: PermissionTree = {
  ...ADMIN_DEFAULT_TREE,
  user_management: off(ADMIN_DEFAULT_TREE.user_management.children),
  order_software: off(ADMIN_DEFAULT_TREE.order_software.children),
  order_parts: off(),
  credits: off(ADMIN_DEFAULT_TREE.credits.children),
  coupon: off(),
};

export const defaultTree = (role: SubUserRole): PermissionTree => (role === 'sub_user_admin' ? ADMIN_DEFAULT_TREE : SUPPORT_DEFAULT_TREE);

/** Every dotted path the tree knows ("credits", "credits.buy_credits"...), modules before their switches. */
export const permissionPaths = (tree: PermissionTree = ADMIN_DEFAULT_TREE, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, node]) => [`${prefix}${key}`, ...(node.children ? permissionPaths(node.children, `${prefix}${key}.`) : [])]);

/** The entry at a dotted path, or undefined when the tree has none. */
const entryAt = (tree: PermissionTree, path: string): PermissionNode | undefined => {
  let level: PermissionTree | undefined = tree;
  let node: PermissionNode | undefined;
  for (const key of path.split('.')) {
    node = level && Object.hasOwn(level, key) ? level[key] : undefined;
    if (!node) return undefined;
    level = node.children;
  }
  return node;
};

/**
 * Spec section 5: a missing entry means allowed, otherwise its status is used. Read at every level
 * of the path, so a module switched off turns off its switches too ("credits" off refuses
 * "credits.buy_credits" whatever the switch says).
 */
export const isAllowed = (tree: PermissionTree, path: string): boolean => {
  const keys = path.split('.');
  return keys.every((_, i) => entryAt(tree, keys.slice(0, i + 1).join('.'))?.status ?? true);
};

/** The role's default tree with the switches a parent set; switches the tree does not know are dropped. */
export const withDefaults = (role: SubUserRole, given: PermissionTree | undefined): PermissionTree => {
  const merge = (base: PermissionTree, set: PermissionTree | undefined): PermissionTree =>
    Object.fromEntries(
      Object.entries(base).map(([key, node]) => {
        const mine = set && Object.hasOwn(set, key) ? set[key] : undefined;
        const status = mine?.status ?? node.status;
        return [key, node.children ? { status, children: merge(node.children, mine?.children) } : { status }];
      }),
    );
  return merge(defaultTree(role), given);
};

/** The paths `granted` allows that `own` refuses: a sub-user managing sub-users may not hand out more than it has. */
export const beyondOwnRights = (granted: PermissionTree, own: PermissionTree): string[] =>
  permissionPaths().filter((path) => isAllowed(granted, path) && !isAllowed(own, path));
