export type { ContentBlock, DirectoryRow, DirectoryTable, Fact, FaqItem, SeoEntry, SeoFamilyId, SeoHubData, SeoHubId, SeoLink, SeoPageData } from './contract';
