// The orders answers' shapes, as their contract's output schemas infer them.
export type { AdminOrder, AdminOrderItem, AdminOrderRow, Backlink, BacklinkChange, CustomerOrder, DeskInput, DeskItem, DeskRow, OrderItem, OrderProduct, OrderProgress, OrderSummary } from './contract';
