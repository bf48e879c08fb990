export {
  getTableGroups,
  TABLE_GROUPS_KEY,
  tableGroupsKey,
  tableGroupsPath,
  tableGroupsQuery,
  useTableGroups,
} from './table-groups';
