export {
  getProfileMenu,
  PROFILE_MENU_KEY,
  profileMenuQuery,
  useMarkSectionSeen,
  useProfileMenu,
  useSectionCount,
} from './profile-menu';
