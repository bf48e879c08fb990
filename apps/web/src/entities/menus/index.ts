export { listMenus, MENU_LIST_KEY, MENUS_KEY, menuListQuery, useMenuList, useMenuTitle } from './menu-list';
