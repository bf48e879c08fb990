import type { IntegrationServiceInfo, TIntegration, TUpdateIntegrationBody } from '@guestloop/contracts';
import type { Resolver } from 'react-hook-form';

/** A company service's form: settings as shown back, secrets typed only (blank keeps the stored one). */
export interface ServiceFormValues {
  settings: Record<string, string>;
  secrets: Record<string, string>;
}

/** Whether the server holds this secret (it names the stored ones, never their values). */
export const isSecretStored = (integration: TIntegration, name: string) =>
  integration.data?.secretsSet.includes(name) ?? false;

export function toFormValues(info: IntegrationServiceInfo, integration: TIntegration): ServiceFormValues {
  const settings: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const field of info.fields) {
    if (field.secret) secrets[field.name] = '';
    else settings[field.name] = integration.data?.settings[field.name] ?? '';
  }
  return { settings, secrets };
}

/** The save body: trimmed settings, and only the secrets that were typed. */
export function toSaveBody(
  info: IntegrationServiceInfo,
  values: ServiceFormValues,
): TUpdateIntegrationBody & { serviceUid: 'google-business-profile' | 'syrve' } {
  const settings: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const field of info.fields) {
    const value = (field.secret ? values.secrets[field.name] : values.settings[field.name])?.trim() ?? '';
    if (field.secret) {
      if (value) secrets[field.name] = value;
    } else settings[field.name] = value;
  }
  return { serviceUid: info.uid as 'google-business-profile' | 'syrve', settings, secrets };
}

/** Every required field is filled, or (a secret) stored already; the message is a key under `form.`. */
export function serviceResolver(
  info: IntegrationServiceInfo,
  integration: () => TIntegration,
): Resolver<ServiceFormValues> {
  return async (values) => {
    const errors: Record<string, Record<string, { type: string; message: string }>> = {};
    for (const field of info.fields) {
      const group = field.secret ? 'secrets' : 'settings';
      const value = values[group][field.name]?.trim() ?? '';
      const missing =
        field.required && !value && !(field.secret && isSecretStored(integration(), field.name));
      const tooLong = value.length > 4000;
      if (missing || tooLong)
        errors[group] = {
          ...errors[group],
          [field.name]: { type: 'validate', message: missing ? 'requiredField' : 'tooLong' },
        };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
