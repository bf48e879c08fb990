export { lockCustomerBonus } from './bonuses.repo';
export { bonusesRoutes } from './bonuses.routes';
export {
  availableBonus,
  balanceWith,
  type PaidOrder,
  reverseOrderBonus,
  settleOrderBonus,
} from './bonuses.service';
