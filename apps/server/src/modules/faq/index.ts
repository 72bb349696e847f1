export { faqRoutes } from './faq.routes.ts';
export { createFaqService } from './faq.service.ts';
