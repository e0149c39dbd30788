export type { AdminProduct, DashboardData, ProductEdit, WaitlistPage } from './contract';

export const WAITLIST_PAGE_SIZE = 50;
