/** A Norwegian organisation number as letters and pages write it: '999888777' as '999 888 777'; others as given. */
export const formatOrgNum = (orgNum: string) =>
  /^\d{9}$/.test(orgNum) ? orgNum.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : orgNum;
