// The orders answers' shapes, as their contract's output schemas infer them.
export type { AdminOrder, AdminOrderItem, AdminOrderRow, Backlink, BacklinkChange, CustomerOrder, OrderItem, OrderProduct, OrderProgress, OrderSummary } from './contract';
