import { errorsEn } from './errors';
import { creditEn } from '../credit/i18n';
import { vehiclesEn } from '../vehicles/i18n';
import { pricePolicyEn } from '../pricePolicy/i18n';
import { softwarePricingEn } from '../softwarePricing/i18n';
import { vehiclesPriceConfigEn } from '../vehiclesPriceConfig/i18n';
import { vehiclesPricingEn } from '../vehiclesPricing/i18n';
import { vehicleSearchEn } from '../vehicleSearch/i18n';
import { vehicleDatabaseEn } from '../catalogueSheets/i18n';
import { vinLoggerEn } from '../vinLogger/i18n';
import { vinSearchRulesEn } from '../vinSearchRules/i18n';
import { catalogueOptionsEn } from '../catalogueOptions/i18n';
import { dsgOffersEn } from '../dsgOffers/i18n';
import { combosEn } from '../combos/i18n';
import { newProductsEn } from '../newProducts/i18n';
import { menuCountersEn } from '../counters/i18n';
import { couponsEn } from '../coupons/i18n';
import { previousOrdersEn } from '../previousOrders/i18n';
import { orderSectionEn } from '../orderSection/i18n';
import { publicOrdersEn } from '../softwareOrders/public/i18n';
import { softwareOrdersEn } from '../softwareOrders/i18n';
import { encryptionEn } from '../encryption/i18n';
import { orderChatEn } from '../orderChat/i18n';
import { ticketsEn, ticketResourcesEn } from '../tickets/i18n';
import { dashboardEn } from '../dashboard/i18n';
import { reportsEn } from '../reports/i18n';
import { companyEn } from '../company/i18n';
import { crmEn } from '../crm/i18n';
import { networksEn } from '../networks/i18n';
import { orderWorkEn } from '../softwareOrders/detail/work/i18n';
import { calibratorQueueEn } from '../calibratorQueue/i18n';
import { filesSectionEn } from '../filesSection/i18n';
import { supportHoursEn } from '../supportHours/i18n';
import { subUsersEn } from '../subUsers/i18n';
import { notificationsEn } from '../notifications/i18n';
import { newsEn } from '../news/i18n';
import { faqEn } from '../faq/i18n';
import { contentPagesEn } from '../contentPages/i18n';
import { downloadsEn } from '../downloads/i18n';
import { feedbackEn } from '../feedback/i18n';
import { contactEn } from '../contact/i18n';
import { searchEn } from '../search/i18n';
import { systemEn } from '../system/i18n';

/** English messages of the portal (react-admin's own are in ra-en.ts). Polyglot syntax: %{name}, ||||. */
export const en = {
  errors: errorsEn,
  portal: {
    export_limit: 'The file holds the first %{count} of %{total} rows: filter the list to export the others',
    tree: { expand: 'Show sub-accounts', collapse: 'Hide sub-accounts' },
    list: { empty: 'Nothing here yet', no_match: 'Nothing matches these filters' },
    app: {
      title: 'Tuning Portal',
      tagline: 'ECU and gearbox tuning files, paid in credits',
    },
    chunk: { failed: 'This screen could not be loaded: the connection may have dropped, or a new version of the portal was published.', reload: 'Reload the portal' },
    language: { label: 'Language', en: 'English', es: 'Español' },
    validation: {
      required: 'Field is required',
      number: 'Field must be a number',
      error_email: 'Field must be a valid email',
      phone: 'Invalid phone number',
      password_confirmation: 'Password confirmation does not match',
      password_policy: 'Use at least 8 characters with an uppercase letter, a lowercase letter and a digit',
      terms: 'Please accept the terms & conditions and license agreements',
      positive: 'Field must be a positive number',
      price: 'Field must be a positive decimal with a dot, such as 349.50',
      phone_prefix: "Use + and the country's calling code, for example +34",
      two_factor_code: 'Enter the 6-digit code',
    },
    server: {
      user_not_found: 'User not found',
      too_many_attempts: 'Too many attempts, please wait a moment and try again',
      server_error: 'The server could not complete the request, please try again later',
      failed_with_reference: 'Something went wrong and this could not be done. Please try again; if it happens again, give support the reference %{reference}.',
      already_verified: 'Your email is already confirmed',
      network_error: 'The server cannot be reached, please check your connection',
    },
    login: {
      title: 'Sign in to your account',
      email: 'Email',
      password: 'Password',
      start_session: 'Start session',
      forgot_password: 'Forgot your password?',
      no_account: "Don't have an account?",
      create_account: 'Create account',
      resend_verification: 'Resend verification email',
      verification_sent: 'We have sent you a new verification email',
      signed_in_as: 'You are signed in as %{name}.',
      go_to_dashboard: 'Go to the dashboard',
    },
    two_factor: {
      title: 'Two-factor authentication',
      help: 'Enter the 6-digit code from your authenticator app.',
      code: 'Code',
      verify: 'Verify',
      missing_token: 'Your sign-in has expired. Please sign in again.',
      back_to_login: 'Back to login',
    },
    register: {
      title: 'Create account',
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      phone: 'Phone number',
      phone_hint: 'Start with the country prefix, for example %{prefix}',
      phone_hint_generic: 'Start with the country prefix, for example +34',
      country: 'Country',
      password: 'Password',
      repeat_password: 'Repeat password',
      password_hint: 'At least 8 characters with an uppercase letter, a lowercase letter and a digit',
      is_sub_dealer: 'Are you a sub-dealer of one of our dealers?',
      yes: 'Yes',
      no: 'No',
      dealer: 'Your dealer',
      dealer_hint: 'Type part of its name',
      no_dealer_found: 'No dealer has this name',
      accept_terms: 'I accept the',
      terms_link: 'terms & conditions',
      accept_license: 'and the license agreement',
      license_title: 'License agreement',
      license_text:
        'Tuned software is licensed for use on the single vehicle whose identification number (VIN) is given with the order. You may not copy, resell, publish or reverse engineer the files, nor use them on another vehicle. Tuned files are intended for use by professionals; you are responsible for checking that the vehicle complies with the road and emission rules of your country.',
      submit: 'Create account',
      success_title: 'Check your email',
      success_text:
        'We have sent a verification link to %{email}. Open it to confirm your address; after that our team verifies your account.',
      have_account: 'Already have an account?',
      back_to_login: 'Back to login',
    },
    forgot_password: {
      title: 'Forgot your password?',
      help: 'Enter your email and we will send you a link to choose a new password.',
      email: 'Email',
      submit: 'Reset password',
      sent: 'If an account exists for this email, a reset link is on its way.',
      back_to_login: 'Back to login',
    },
    reset_password: {
      title: 'Choose a new password',
      password: 'New password',
      repeat_password: 'Password confirmation',
      submit: 'Update password',
      success: 'Your password has been updated. You can now sign in.',
      back_to_login: 'Back to login',
    },
    validate_email: {
      title: 'Email verification',
      validating: 'Verifying your email address…',
      success: 'Your email address has been verified. You can now sign in.',
      missing_token: 'This verification link is incomplete.',
      go_to_login: 'Go to login',
    },
    close_sessions: {
      title: 'Close all sessions',
      closing: 'Closing your sessions…',
      closed: 'All sessions are closed',
      advice:
        'If you do not recognise the recent activity on your account, change your password now. We can send a password reset link to %{email}.',
      send_reset: 'Send password reset email',
      reset_sent: 'A password reset link has been sent to %{email}.',
      go_to_login: 'Go to login',
    },
    terms: {
      title: 'General terms and conditions',
      intro:
        'These general terms apply to every offer, order and agreement between the portal operator, a company under Dutch law, and its customers, for repairs, parts, hardware and tuning software.',
      download: 'Download the terms of use',
      file_name: 'terms-of-use',
      sections: {
        applicability: {
          title: '1. Applicability',
          body: 'By creating an account or placing an order you accept these terms. Deviations only apply when they have been agreed in writing. Dutch law applies to every agreement.',
        },
        prices: {
          title: '2. Prices and quotations',
          body: 'Prices given before the work starts are indicative. The final price may exceed an indicative price by up to 10% without consulting you first; a larger increase is only charged after your approval.',
        },
        payment: {
          title: '3. Payment',
          body: 'Orders on the portal are paid in credits. For consumer purchases we never ask a prepayment of more than 50% of the price, unless agreed otherwise.',
        },
        pickup: {
          title: '4. Collecting your vehicle',
          body: 'A vehicle must be collected within three working days after we report that the work is completed. After that period a storage fee is charged for every further day.',
        },
        warranty: {
          title: '5. Warranty',
          body: 'We give a warranty of one year from delivery on the work carried out and the parts supplied. There is no warranty on electronics or on loose used goods.',
        },
        force_majeure: {
          title: '6. Force majeure',
          body: 'Neither party is liable for a failure caused by force majeure. When force majeure lasts longer than one week, either party may dissolve the agreement without owing compensation.',
        },
      },
    },
    privacy: {
      title: 'Privacy policy',
      intro: 'This policy explains which personal data the portal keeps and why.',
      sections: {
        data: {
          title: 'Data we keep',
          body: 'Your name, email address, phone number, country, company and invoice details, your orders, credit movements and support conversations, and the security events of your account (sign-ins and password changes).',
        },
        purpose: {
          title: 'Why we keep it',
          body: 'To run your account, deliver the files you order, invoice you, answer your support requests and protect your account against misuse.',
        },
        sharing: {
          title: 'Who receives it',
          body: 'Only our staff and, for sub-dealers, the dealer you registered under. We do not sell personal data. Payment providers receive what they need to process a payment.',
        },
        rights: {
          title: 'Your rights',
          body: 'You may ask to see, correct or delete your data, within the limits of the law on bookkeeping. Contact support to do so.',
        },
      },
    },
    coming_soon: {
      title: 'Coming soon',
      text: 'This part of the portal is not available yet.',
    },
    error_page: {
      title: 'Something went wrong',
      text: 'The page you asked for could not be found or could not be loaded.',
    },
    not_allowed: {
      title: 'Not allowed',
      text: 'Your account may not open this page. If you need it, ask your administrator.',
      back: 'Back to the dashboard',
    },
    navigation: {
      back_to_login: 'Back to login',
      back_home: 'Back to the portal',
    },
    update: {
      available: 'Update available',
      text: 'A new version of the portal has been published.',
      reload: 'Reload',
      close: 'Close',
    },
    menu: {
      dashboard: 'Dashboard',
      profile: 'Profile',
      catalogue: 'Catalogue',
      administration: 'Administration',
      information: 'Information',
      sales: 'Sales',
      account: 'My account',
      fold: 'Hide the %{section} entries',
      unfold: 'Show the %{section} entries',
    },
    mail: {
      empty: 'The mailbox is empty: nothing has been sent yet.',
    },
    profile: {
      title: 'Profile',
      password: {
        title: 'Change password',
        current: 'Current password',
        new: 'New password',
        repeat: 'Repeat new password',
        submit: 'Change password',
        success: 'Your password has been changed',
      },
      two_factor: {
        title: 'Two-factor authentication',
        enabled: 'Two-factor authentication is on.',
        disabled: 'Two-factor authentication is off.',
        setup: 'Turn on',
        scan: 'Scan this QR code with your authenticator app, or type the secret key, then enter the code the app shows.',
        secret: 'Secret key',
        qr_alt: 'QR code for your authenticator app',
        code: 'Code',
        enable: 'Confirm and turn on',
        cancel: 'Cancel',
        disable: 'Turn off',
        disable_help: 'Enter your password to turn two-factor authentication off.',
        password: 'Password',
        enabled_success: 'Two-factor authentication is now on',
        disabled_success: 'Two-factor authentication is now off',
      },
      activity: {
        title: 'Security activity',
        empty: 'No security events yet.',
        unknown: 'Account event',
        types: {
          UserRegistered: 'Account created',
          EmailVerified: 'Email address confirmed',
          UserSignedIn: 'Signed in',
          PasswordChanged: 'Password changed',
          PasswordReset: 'Password reset by email link',
          TwoFactorEnabled: 'Two-factor authentication turned on',
          TwoFactorDisabled: 'Two-factor authentication turned off',
          SessionsClosed: 'All sessions closed',
          UserDeactivated: 'Account deactivated',
          UserActivated: 'Account activated',
          RolesChanged: 'Roles changed',
          CreditRightsChanged: 'Credit rights or parent account changed',
          ParentChanged: 'Moved into or out of a distributor\'s network',
          RegistrationAccepted: 'Registration accepted',
          RegistrationRefused: 'Registration refused',
          CompanyInformationSaved: 'Company information saved',
          CompanyChangeRequested: 'Company information change requested',
          CompanyChangeAccepted: 'Company information change accepted',
          CompanyChangeRefused: 'Company information change refused',
          TermsUploaded: 'Terms uploaded',
        },
        from_ip: 'from %{ip}',
        with_two_factor: 'with two-factor code',
        new_roles: 'New roles: %{roles}',
      },
    },
  },
  roles: {
    Admin: 'Administrator',
    Distributor: 'Distributor',
    Dealer: 'Dealer',
    SubDealer: 'Sub-dealer',
    Calibrator: 'Calibrator',
    Support: 'Support',
  },
  resources: {
    ...ticketResourcesEn,
    ...creditEn.resources,
    ...vehiclesEn.resources,
    ...pricePolicyEn.resources,
    ...softwarePricingEn.resources,
    ...vehiclesPriceConfigEn.resources,
    ...vinLoggerEn.resources,
    ...vinSearchRulesEn.resources,
    ...catalogueOptionsEn.resources,
    ...dsgOffersEn.resources,
    ...newProductsEn.resources,
    ...vehiclesPricingEn.resources,
    ...couponsEn.resources,
    ...newsEn.resources,
    ...faqEn.resources,
    ...contentPagesEn.resources,
    ...previousOrdersEn.resources,
    ...softwareOrdersEn.resources,
    ...filesSectionEn.resources,
    users: {
      name: 'User |||| Users',
      empty: 'No users yet.',
      fields: {
        id: 'Id',
        email: 'Email',
        firstName: 'First name',
        lastName: 'Last name',
        phone: 'Phone',
        countryId: 'Country',
        roles: 'Roles',
        role: 'Role',
        active: 'Active',
        underReview: 'Under review',
        emailVerified: 'Email verified',
        parentId: 'Parent account',
        twoFactorEnabled: 'Two-factor',
        orderSections: 'Order section',
        createdAt: 'Created',
        password: 'Password',
        q: 'Search',
      },
    },
    countries: {
      name: 'Country |||| Countries',
      empty: 'No countries yet.',
      fields: {
        id: 'Id',
        name: 'Name',
        nativeName: 'Native name',
        alpha2Code: 'Alpha-2',
        alpha3Code: 'Alpha-3',
        marketFactor: 'Market factor',
        currencyCode: 'Currency',
        phonePrefix: 'Phone prefix',
        inEurope: 'In Europe',
        q: 'Search',
      },
    },
    currencies: {
      name: 'Currency |||| Currencies',
      empty: 'No currencies yet.',
      fields: {
        id: 'Id',
        code: 'Code',
        symbol: 'Symbol',
        name: 'Name',
        price: 'Rate',
        locale: 'Locale',
        q: 'Search',
      },
    },
    mail: {
      name: 'Mail |||| Mailbox',
      fields: {
        id: 'Id',
        to: 'To',
        subject: 'Subject',
        text: 'Text',
        html: 'Message',
        createdAt: 'Created',
        sentAt: 'Sent',
        q: 'Search',
      },
    },
  },
  credit: creditEn.credit,
  vehicles: vehiclesEn.vehicles,
  price_policy: pricePolicyEn.price_policy,
  software_pricing: softwarePricingEn.software_pricing,
  price_config: vehiclesPriceConfigEn.price_config,
  vehicles_pricing: vehiclesPricingEn.vehicles_pricing,
  vehicle_search: vehicleSearchEn,
  vehicle_database: vehicleDatabaseEn,
  vin_logger: vinLoggerEn.vin_logger,
  vin_search_rules: vinSearchRulesEn.vin_search_rules,
  catalogue_options: catalogueOptionsEn.catalogue_options,
  dsg_offers: dsgOffersEn.dsg_offers,
  combos: combosEn.combos,
  new_products: newProductsEn.new_products,
  menu_counters: menuCountersEn,
  coupons: couponsEn.coupons,
  previous_orders: previousOrdersEn.previous_orders,
  order_section: orderSectionEn,
  public_orders: publicOrdersEn,
  software_orders: softwareOrdersEn.software_orders,
  encryption: encryptionEn,
  order_chat: orderChatEn.order_chat,
  order_work: orderWorkEn,
  calibrator_queue: calibratorQueueEn,
  files_section: filesSectionEn.files_section,
  support_hours: supportHoursEn,
  sub_users: subUsersEn,
  notifications: notificationsEn.notifications,
  tickets: ticketsEn.tickets,
  dashboard: dashboardEn.dashboard,
  reports: reportsEn.reports,
  company: companyEn.company,
  crm: crmEn.crm,
  networks: networksEn.networks,
  news: newsEn.news,
  faq: faqEn.faq,
  content_pages: contentPagesEn.content_pages,
  downloads: downloadsEn.downloads,
  feedback: feedbackEn.feedback,
  contact: contactEn.contact,
  system: systemEn.system,
  search: searchEn.search,
};
