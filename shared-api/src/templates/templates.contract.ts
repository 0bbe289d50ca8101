import { z } from 'zod';
import { ReleaseState } from '../common/release-state';

export const Template = z.object({
  artifactId: z.string(),
  versionId: z.string(),
  version: z.number().int().positive(),
  releaseState: ReleaseState,
  name: z.string(),
  description: z.string(),
  documentKey: z.string(),
  location: z.string(),
  reviewerRoleId: z.string().nullable(),
  releaserRoleId: z.string().nullable(),
  createdTemplateContentIds: z.array(z.string()),
  reportedTemplateContentIds: z.array(z.string()),
});
export type Template = z.infer<typeof Template>;
export const TemplateList = z.array(Template);

export const TEMPLATE_MESSAGES = {
  list: "SOP Templates couldn't be fetched. Please try again.",
} as const;
