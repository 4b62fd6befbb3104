import 'server-only';
import { addOrderNote, bulkSetOrderStatus, bulkTagOrders, setOrderStatus, setOrderTags } from './order-status';
import { getOrder, getOrders, listOrders } from './read-orders';

export { addOrderNote, bulkSetOrderStatus, bulkTagOrders, setOrderStatus, setOrderTags } from './order-status';
export {
  exportOrders,
  getOrder,
  getOrders,
  listOrders,
  loadOrderDetail,
  queryOrders,
  type OrderDetailDto,
  type OrderRowDto,
} from './read-orders';
export { CSV_COLUMNS, csvRow } from './orders-csv';

/**
 * The order area's dashboard actions of the record and the list (registered in ../registry.ts; the edit, shipment,
 * pickup, payments, products and phone-order actions come from their own files). Reachable as POST
 * /api/dashboard/{name}; the export is served by the CSV route instead.
 */
export const orderActions = {
  listOrders,
  getOrder,
  getOrders,
  setOrderStatus,
  bulkSetOrderStatus,
  addOrderNote,
  setOrderTags,
  bulkTagOrders,
};
