/** credit.admin_history.* */
export const adminHistoryEn = {
  title: 'Credit movements (all accounts)',
  export: 'Export CSV',
};
