import type { ProductImageFile } from '../../../domain/orders/contract';
import type { OrderItemInput, OrderProductInput } from '../../../domain/orders/orders';
import type { DeskInput } from '../../../domain/orders/types';
import { perPlatform, type Platform } from '../../core/platform';
import { anonymiseOrders, exportOrders } from './accountOrders';
import { adminOrder, adminOrderList, importOrderResults, setOrderItem } from './adminOrders';
import { createOrderForPurchase, listMyOrders, myOrder, orderReportCsv, saveOrderProduct } from './customerOrders';
import { deskItems, deskRow, recordAtDesk } from './desk';
import { swapItemDirectory } from './itemSwap';
import { productImage } from './orderImages';

/**
 * Orders: what a one-time purchase buys, planned from the directory catalogue once the product is described,
 * fulfilled directory by directory by operators (the desk, the admin screen or a CSV import), shown to the
 * customer as the submission report. The customer is emailed once when done.
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
    async swapItem(orderId: string, itemId: string, directoryId: string) {
      await swapItemDirectory(platform, orderId, itemId, directoryId);
      return adminOrder(platform, orderId);
    },
    productImage: (orderId: string, file: ProductImageFile) => productImage(platform, orderId, file),
    desk: () => deskItems(platform),
    deskRow: (itemId: string) => deskRow(itemId),
    recordAtDesk: (itemId: string, input: DeskInput) => recordAtDesk(platform, itemId, input),
  };
}

export const ordersService = perPlatform(createOrdersService);
