// What other areas may read of the templates area's tables. The processes area reads templates, roles, products
// and template contents, and the templates area itself imports processes/index: reading through templates/index
// would close an index-to-index cycle (processes/index -> its routes -> templates/index -> templates routes ->
// processes/index). This face and the files behind it import only the area's own schema, so it never closes one.
export { knownProductIds } from './products/products.reads';
export { holdersOfRoles, knownRoleIds, roleNames } from './roles/roles.reads';
export { knownTemplateContentIds } from './template-contents/template-contents.reads';
export { knownTemplateArtifactIds, templateVersionState } from './templates/templates.reads';
