export type { Pagination, ProductCard, ProductDetail, ProductListResult, SubmissionStatus } from './contract';
export { PRODUCT_STATUSES, type ProductStatus } from './limits';
