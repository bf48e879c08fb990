import type { TLanguage } from '@guestloop/contracts';

/** The labels of the printable account page (GET /profile/info/print). */
export interface PrintTexts {
  title: string;
  /** `{date}` is replaced by the print date. */
  intro: string;
  name: string;
  email: string;
  emailVerified: string;
  company: string;
  role: string;
  permissions: string;
  locations: string;
  language: string;
  status: string;
  createdAt: string;
  none: string;
  yes: string;
  no: string;
  statuses: { pending: string; active: string; disabled: string };
}

/**
 * Only languages whose letters the PDF standard fonts can draw (Windows-1252): the others print
 * with the English labels. See docs/decisions.md ("Printable account data").
 */
export const PRINT_TEXTS: Partial<Record<TLanguage, PrintTexts>> & { en: PrintTexts } = {
  en: {
    title: 'Your account data',
    intro: 'What Guestloop keeps about your account, as of {date}.',
    name: 'Name',
    email: 'E-mail',
    emailVerified: 'E-mail confirmed',
    company: 'Company',
    role: 'Role',
    permissions: 'Permissions',
    locations: 'Locations',
    language: 'Language',
    status: 'Status',
    createdAt: 'Account created',
    none: 'None',
    yes: 'Yes',
    no: 'No',
    statuses: { pending: 'Not activated yet', active: 'Active', disabled: 'Disabled' },
  },
  de: {
    title: 'Ihre Kontodaten',
    intro: 'Was Guestloop über Ihr Konto speichert, Stand {date}.',
    name: 'Name',
    email: 'E-Mail',
    emailVerified: 'E-Mail bestätigt',
    company: 'Unternehmen',
    role: 'Rolle',
    permissions: 'Berechtigungen',
    locations: 'Standorte',
    language: 'Sprache',
    status: 'Status',
    createdAt: 'Konto erstellt',
    none: 'Keine',
    yes: 'Ja',
    no: 'Nein',
    statuses: { pending: 'Noch nicht aktiviert', active: 'Aktiv', disabled: 'Deaktiviert' },
  },
  fr: {
    title: 'Les données de votre compte',
    intro: 'Ce que Guestloop conserve sur votre compte, au {date}.',
    name: 'Nom',
    email: 'E-mail',
    emailVerified: 'E-mail confirmé',
    company: 'Entreprise',
    role: 'Rôle',
    permissions: 'Autorisations',
    locations: 'Établissements',
    language: 'Langue',
    status: 'Statut',
    createdAt: 'Compte créé le',
    none: 'Aucun',
    yes: 'Oui',
    no: 'Non',
    statuses: { pending: 'Pas encore activé', active: 'Actif', disabled: 'Désactivé' },
  },
  es: {
    title: 'Los datos de tu cuenta',
    intro: 'Lo que Guestloop guarda sobre tu cuenta, a fecha de {date}.',
    name: 'Nombre',
    email: 'Correo electrónico',
    emailVerified: 'Correo confirmado',
    company: 'Empresa',
    role: 'Rol',
    permissions: 'Permisos',
    locations: 'Locales',
    language: 'Idioma',
    status: 'Estado',
    createdAt: 'Cuenta creada el',
    none: 'Ninguno',
    yes: 'Sí',
    no: 'No',
    statuses: { pending: 'Aún sin activar', active: 'Activa', disabled: 'Desactivada' },
  },
  it: {
    title: 'I dati del tuo account',
    intro: 'Ciò che Guestloop conserva sul tuo account, al {date}.',
    name: 'Nome',
    email: 'E-mail',
    emailVerified: 'E-mail confermata',
    company: 'Azienda',
    role: 'Ruolo',
    permissions: 'Autorizzazioni',
    locations: 'Sedi',
    language: 'Lingua',
    status: 'Stato',
    createdAt: 'Account creato il',
    none: 'Nessuno',
    yes: 'Sì',
    no: 'No',
    statuses: { pending: 'Non ancora attivato', active: 'Attivo', disabled: 'Disattivato' },
  },
};
