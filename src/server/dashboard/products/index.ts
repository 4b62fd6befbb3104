import 'server-only';
import { deleteProducts } from './delete-products';
import { duplicateProduct } from './duplicate-product';
import { findProducts, productChoices } from './find-products';
import { getProduct, productOptions } from './get-product';
import { listProducts } from './list-products';
import { createProduct, updateProduct } from './save-product';
import { closePurchaseOrder, getPurchaseOrder, listPurchaseOrders, savePurchaseOrder } from './purchase-orders';
import { findHoldings, listDeliveries, receiveDelivery } from './stock-deliveries';
import { deleteLocation, listLocations, saveLocation, transferStock } from './stock-locations';
import { productStockMovements, recordStock } from './stock-movements';

export {
  closePurchaseOrder,
  createProduct,
  deleteLocation,
  deleteProducts,
  duplicateProduct,
  findHoldings,
  findProducts,
  getProduct,
  getPurchaseOrder,
  listDeliveries,
  listLocations,
  listProducts,
  listPurchaseOrders,
  productChoices,
  productOptions,
  productStockMovements,
  receiveDelivery,
  recordStock,
  saveLocation,
  savePurchaseOrder,
  transferStock,
  updateProduct,
};

/** The product area's dashboard actions (registered in ../registry.ts). */
export const productActions = {
  listProducts,
  getProduct,
  productOptions,
  findProducts,
  productChoices,
  createProduct,
  updateProduct,
  deleteProducts,
  duplicateProduct,
  productStockMovements,
  recordStock,
  listDeliveries,
  receiveDelivery,
  findHoldings,
  listLocations,
  saveLocation,
  deleteLocation,
  transferStock,
  listPurchaseOrders,
  getPurchaseOrder,
  savePurchaseOrder,
  closePurchaseOrder,
};
