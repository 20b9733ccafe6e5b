import { TutorialPage } from '@/features/assistance/pages/tutorial-page';

export const Component = TutorialPage;
