import { COMPANY_KEY, companyQuery, getCompany, useCompany } from '@/entities/company';

/** The company record is shared data (times are shown on its clock): entities/company. */
export const STRUCTURE_KEY = COMPANY_KEY;
export const getStructure = getCompany;
export const structureQuery = companyQuery;
export const useStructure = () => useCompany();
