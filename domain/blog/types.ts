export type { BlogCover, BlogPost, BlogPostList, BlogPostSummary, UploadedCover } from './contract';
