import type { Meta } from '@storybook/react-vite';
import '../src/widgets/news-article/news-article.element';
import { newsArticleExamples } from '../src/widgets/news-article/news-article.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/NewsArticle' } satisfies Meta;

export const PageFrench = exampleStory('commune-news-article', newsArticleExamples[0], 'fr');
export const PageEnglish = exampleStory('commune-news-article', newsArticleExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-news-article', newsArticleExamples[1], 'fr');
export const MissingEnglish = exampleStory('commune-news-article', newsArticleExamples[2], 'en');
