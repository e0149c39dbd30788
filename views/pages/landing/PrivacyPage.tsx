import { PRIVACY } from '../../content/legal';
import { LegalPage, legalHandle, legalLoader } from './LegalParts';

export const loader = legalLoader;
export const handle = legalHandle(PRIVACY);
export const Component = () => <LegalPage doc={PRIVACY} />;
