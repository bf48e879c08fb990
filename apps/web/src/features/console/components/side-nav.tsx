import type { TUser } from '@guestloop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { VERSION_STAMP } from '@/lib/app-version';
import { CONSOLE_BASE } from '../paths';
import { CONSOLE_GROUPS, CONSOLE_SECTIONS, type ConsoleSection, visibleSections } from '../sections';
import type { SectionBadges } from './use-section-badges';

export interface SideNavProps {
  user: Pick<TUser, 'permissions'>;
  sections?: readonly ConsoleSection[];
  /** New things waiting per console menu entry (new orders…), shown on its link. */
  badges?: SectionBadges;
  /** Called after a link is followed (closes the drawer on phones). */
  onNavigate?: () => void;
}

export function sectionHref(section: Pick<ConsoleSection, 'path'>): string {
  return section.path ? `${CONSOLE_BASE}/${section.path}` : CONSOLE_BASE;
}

/** How many new things wait in a section (its link says it in words to screen readers). */
function NavBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="gl-nav__badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The console sections the user may open, grouped; sections without a route yet are left out. */
export function SideNav({ user, sections = CONSOLE_SECTIONS, badges = {}, onNavigate }: SideNavProps) {
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
                    aria-label={
                      badges[section.menuId]
                        ? `${t(section.labelKey)} (${t('nav.newCount', { count: badges[section.menuId] })})`
                        : undefined
                    }
                  >
                    <span className={section.icon} aria-hidden="true" />
                    <span>{t(section.labelKey)}</span>
                    <NavBadge count={badges[section.menuId] ?? 0} />
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
