import { PRIVACY } from '../../content/legal';
import { LegalPage, legalHandle, legalLoader } from './LegalPage';

export const loader = legalLoader;
export const handle = legalHandle(PRIVACY);
export const Component = () => <LegalPage doc={PRIVACY} />;
