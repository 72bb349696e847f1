export { categoryRoutes } from './category.routes.ts';
export {
  type CategoryService,
  categoryNames,
  createCategoryService,
  requireCategoryChoice,
} from './category.service.ts';
