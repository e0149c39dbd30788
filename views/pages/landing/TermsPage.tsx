import { TERMS } from '../../content/legal';
import { LegalPage, legalHandle, legalLoader } from './LegalParts';

export const loader = legalLoader;
export const handle = legalHandle(TERMS);
export const Component = () => <LegalPage doc={TERMS} />;
