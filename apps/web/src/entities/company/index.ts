export { COMPANY_KEY, companyQuery, getCompany, useCompany } from './company';
export { type ConsoleDates, useConsoleDates } from './use-date-format';
