/** Landing sections, each placeable on any page (the /page/{slug} pages reuse them). */
export { Hero } from './Hero';
export { TrustStrip } from './TrustStrip';
export { DirectoryPreview } from './DirectoryPreview';
export { Features } from './Features';
export { Screenshots } from './Screenshots';
export { Facts } from './Facts';
export { FounderCard } from './FounderCard';
export { Pricing, PlanCard } from './Pricing';
export { Faq, faqJsonLd } from './Faq';
export { CallToAction } from './CallToAction';
export { RevealEmail } from './RevealEmail';
export { paymentNoticeIsland, paymentOutcome } from './PaymentNotice';
export { Section } from './Section';
export { useScrollToHash } from './useScrollToHash';
export { CardGrid } from './CardGrid';
