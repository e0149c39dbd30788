import type { OrderItemInput, OrderProductInput } from '../../../domain/orders/orders';
import { perPlatform, type Platform } from '../../core/platform';
import { anonymiseOrders, exportOrders } from './accountOrders';
import { adminOrder, adminOrderList, importOrderResults, setOrderItem } from './adminOrders';
import { createOrderForPurchase, listMyOrders, myOrder, orderReportCsv, saveOrderProduct } from './customerOrders';

/**
 * Orders: what a one-time purchase buys, fulfilled directory by directory by operators (the admin screen
 * or a CSV import), shown to the customer as the submission report. The customer is emailed once when done.
 */
export function createOrdersService(platform: Platform) {
  return {
    createForPurchase: (purchase: { checkoutId: string; userId: string; planId: string }) => createOrderForPurchase(platform, purchase),
    listMine: (userId: string) => listMyOrders(userId),
    exportMine: (userId: string) => exportOrders(platform, userId),
    anonymiseOf: (userId: string) => anonymiseOrders(userId),
    getMine: (userId: string, orderId: string) => myOrder(platform, userId, orderId),
    reportCsv: (userId: string, orderId: string) => orderReportCsv(userId, orderId),
    saveProduct: (userId: string, orderId: string, product: OrderProductInput) => saveOrderProduct(platform, userId, orderId, product),
    adminList: () => adminOrderList(),
    adminGet: (orderId: string) => adminOrder(platform, orderId),
    setItem: (orderId: string, row: OrderItemInput) => setOrderItem(platform, orderId, row),
    importCsv: (orderId: string, csv: string) => importOrderResults(platform, orderId, csv),
  };
}

export const ordersService = perPlatform(createOrdersService);
