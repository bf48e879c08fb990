import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ProviderSettings } from '../api/get-payment-settings';
import type { SaveProviderBody } from '../api/save-payment-settings';
import {
  DEFAULT_MAX_LENGTH,
  isSecretField,
  type ProviderDefinition,
  type ProviderField,
} from './provider-fields';

export interface ProviderFormValues {
  enabled: boolean;
  config: Record<string, string | boolean>;
  /** Typed secrets only; an empty box keeps what is stored. */
  secrets: Record<string, string>;
}

/** Whether the server holds this secret already (it names the stored ones, never their values). */
export function isSecretStored(settings: ProviderSettings, field: ProviderField): boolean {
  return settings.secretKeys.includes(field.key);
}

export function toFormValues(definition: ProviderDefinition, settings: ProviderSettings): ProviderFormValues {
  const config: ProviderFormValues['config'] = {};
  const secrets: ProviderFormValues['secrets'] = {};
  for (const field of definition.fields) {
    const stored = settings.config[field.key];
    if (isSecretField(field)) secrets[field.key] = '';
    else if (field.kind === 'switch') config[field.key] = stored === true;
    else config[field.key] = typeof stored === 'string' ? stored : '';
  }
  return { enabled: settings.enabled, config, secrets };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A field's problem as a code under `payments:validation.` (`requiredToEnable`, `tooLong`, a format). */
export function fieldProblem(
  field: ProviderField,
  value: string,
  enabled: boolean,
  stored: boolean,
): string | null {
  if (!value) return field.required && enabled && !stored ? 'requiredToEnable' : null;
  if (value.length > (field.maxLength ?? DEFAULT_MAX_LENGTH)) return 'tooLong';
  if (field.format && !field.format.test(value)) return field.formatKey ?? 'invalid';
  return null;
}

/** Every field's problem, keyed by form path (`config.publishableKey`, `secrets.secretKey`). */
export function validateProvider(
  definition: ProviderDefinition,
  settings: ProviderSettings,
  values: ProviderFormValues,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of definition.fields) {
    if (field.kind === 'switch') continue;
    const secret = isSecretField(field);
    const value = textOf(secret ? values.secrets[field.key] : values.config[field.key]);
    const stored = secret && isSecretStored(settings, field);
    const problem = fieldProblem(field, value, values.enabled, stored);
    if (problem) problems[`${secret ? 'secrets' : 'config'}.${field.key}`] = problem;
  }
  return problems;
}

/** A react-hook-form resolver over `validateProvider`; messages are the codes, translated when shown. */
export function providerResolver(
  definition: ProviderDefinition,
  settings: () => ProviderSettings,
): Resolver<ProviderFormValues> {
  return async (values) => {
    const problems = validateProvider(definition, settings(), values);
    if (Object.keys(problems).length === 0) return { values, errors: {} };
    const errors: Record<string, Record<string, { type: string; message: string }>> = {};
    for (const [path, code] of Object.entries(problems)) {
      const [group = '', key = ''] = path.split('.');
      errors[group] = { ...errors[group], [key]: { type: 'validate', message: code } };
    }
    return { values: {}, errors: errors as FieldErrors<ProviderFormValues> };
  };
}

/**
 * What the API is sent: the switch, every config field (config keys the page does not show are
 * kept as stored), and only the secrets typed now — a secret left out keeps the stored one.
 */
export function toSaveBody(
  provider: string,
  definition: ProviderDefinition,
  settings: ProviderSettings,
  values: ProviderFormValues,
): SaveProviderBody {
  const config: SaveProviderBody['config'] = { ...settings.config };
  const secrets: Record<string, string> = {};
  for (const field of definition.fields) {
    if (isSecretField(field)) {
      const typed = textOf(values.secrets[field.key]);
      if (typed) secrets[field.key] = typed;
    } else if (field.kind === 'switch') {
      config[field.key] = values.config[field.key] === true;
    } else {
      config[field.key] = textOf(values.config[field.key]);
    }
  }
  return {
    provider,
    enabled: values.enabled,
    config,
    ...(Object.keys(secrets).length > 0 ? { secrets } : {}),
  };
}
