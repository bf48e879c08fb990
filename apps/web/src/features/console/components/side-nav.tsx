import type { TUser } from '@guestloop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { VERSION_STAMP } from '@/lib/app-version';
import { CONSOLE_BASE } from '../paths';
import { CONSOLE_GROUPS, CONSOLE_SECTIONS, type ConsoleSection, visibleSections } from '../sections';

export interface SideNavProps {
  user: Pick<TUser, 'permissions'>;
  sections?: readonly ConsoleSection[];
  /** Called after a link is followed (closes the drawer on phones). */
  onNavigate?: () => void;
}

export function sectionHref(section: Pick<ConsoleSection, 'path'>): string {
  return section.path ? `${CONSOLE_BASE}/${section.path}` : CONSOLE_BASE;
}

/** The console sections the user may open, grouped; sections without a route yet are left out. */
export function SideNav({ user, sections = CONSOLE_SECTIONS, onNavigate }: SideNavProps) {
  const { t } = useTranslation('console');
  const prefix = useId();
  const visible = visibleSections(user, sections);
  return (
    <div className="gl-nav">
      {CONSOLE_GROUPS.map((group) => {
        const items = visible.filter((section) => section.group === group);
        if (items.length === 0) return null;
        const titleId = `${prefix}-${group}`;
        return (
          <div key={group}>
            <div className="gl-nav__group-title" id={titleId}>
              {t(`nav.groups.${group}`)}
            </div>
            <ul aria-labelledby={titleId}>
              {items.map((section) => (
                <li key={section.id}>
                  <NavLink
                    to={sectionHref(section)}
                    end={!section.path}
                    className="gl-nav__link"
                    onClick={onNavigate}
                  >
                    <span className={section.icon} aria-hidden="true" />
                    <span>{t(section.labelKey)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {/* Which build this is, for a support request or a bug report. */}
      <p className="gl-nav__version">
        {t('nav.version')} <bdi>{VERSION_STAMP}</bdi>
      </p>
    </div>
  );
}
