// The orders answers' shapes, as their contract's output schemas infer them.
export type { AdminOrder, AdminOrderItem, AdminOrderRow, CustomerOrder, OrderItem, OrderProduct, OrderProgress, OrderSummary } from './contract';
