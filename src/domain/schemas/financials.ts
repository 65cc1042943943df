/** Financing company payloads (spec 01 §5 "Financial", spec 02 §5): name and code (BIC) required. */
import * as v from 'valibot';
import { objectMessage, requiredText, rowVersionField, uuidField } from '../validation';

export const FINANCIAL_NAME_MAX = 255;
export const FINANCIAL_CODE_MAX = 50;

/** POST /api/financials/company/{companyUuid}: the financial modal. */
export const financialCreateSchema = v.object(
  {
    uuid: v.optional(v.nullable(v.pipe(uuidField, v.toLowerCase()))),
    name: requiredText(FINANCIAL_NAME_MAX),
    code: requiredText(FINANCIAL_CODE_MAX),
  },
  objectMessage(),
);
export type FinancialCreateInput = v.InferOutput<typeof financialCreateSchema>;
export type FinancialFormValues = v.InferInput<typeof financialCreateSchema>;

/** PUT /api/financials/{id}: fields the payload names are written; a name or code sent must not be empty. */
export const financialUpdateSchema = v.object(
  {
    name: v.optional(requiredText(FINANCIAL_NAME_MAX)),
    code: v.optional(requiredText(FINANCIAL_CODE_MAX)),
    rowVersion: rowVersionField,
  },
  objectMessage(),
);
export type FinancialUpdateInput = v.InferOutput<typeof financialUpdateSchema>;
