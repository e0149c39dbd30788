import { GDPR } from '../../content/legal';
import { LegalPage, legalHandle, legalLoader } from './LegalParts';

export const loader = legalLoader;
export const handle = legalHandle(GDPR);
export const Component = () => <LegalPage doc={GDPR} />;
