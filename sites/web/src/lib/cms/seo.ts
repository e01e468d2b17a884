export type Seo = { metaTitle?: string | null; metaDescription?: string | null };
