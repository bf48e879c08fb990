export {
  LOCATION_LIST_KEY,
  LOCATIONS_KEY,
  listLocations,
  locationListQuery,
  useLocationList,
} from './location-list';
export { getLocationTree, LOCATION_TREE_KEY, locationTreeQuery, useLocationTree } from './location-tree';
export { inTreeOrder } from './tree-order';
