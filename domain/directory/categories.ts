/** The directory's categories (spec section 3): the values in the spec's order, with the labels pages show. */

export const CATEGORIES = [
  { value: 'saas', label: 'SaaS' },
  { value: 'fintech', label: 'Fintech' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'edtech', label: 'EdTech' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'directory', label: 'Directory' },
  { value: 'ai-tool', label: 'AI Tool' },
  { value: 'ai-agent', label: 'AI Agent' },
  { value: 'ai-mcp', label: 'AI MCP' },
  { value: 'Boilerplate', label: 'Boilerplate' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'productivity', label: 'Productivity' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'design', label: 'Design' },
  { value: 'developer-tools', label: 'Developer Tools' },
  { value: 'social-media', label: 'Social Media' },
  { value: 'automation', label: 'Automation' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'crm', label: 'CRM' },
  { value: 'project-management', label: 'Project Management' },
  { value: 'no-code', label: 'No-Code' },
  { value: 'blockchain', label: 'Blockchain' },
  { value: 'cybersecurity', label: 'Cybersecurity' },
  { value: 'iot', label: 'IoT' },
  { value: 'travel', label: 'Travel' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'finance', label: 'Finance' },
  { value: 'legaltech', label: 'LegalTech' },
  { value: 'hr-tech', label: 'HR Tech' },
  { value: 'foodtech', label: 'FoodTech' },
  { value: 'marketplace', label: 'Marketplace' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'mobile-app', label: 'Mobile App' },
  { value: 'tools', label: 'Tools' },
  { value: 'content-creation', label: 'Content Creation' },
  { value: 'customer-support', label: 'Customer Support' },
  { value: 'email-marketing', label: 'Email Marketing' },
  { value: 'video', label: 'Video' },
  { value: 'event-management', label: 'Event Management' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly { value: string; label: string }[];

export type Category = (typeof CATEGORIES)[number]['value'];

const CATEGORY_VALUES: ReadonlySet<string> = new Set(CATEGORIES.map((c) => c.value));

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && CATEGORY_VALUES.has(value);
}

/** The label for a category value (the value itself for an unknown one). */
export function categoryLabel(value: string): string {
  return CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

