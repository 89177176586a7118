// Off-site addresses the shell links to. Kept in one place so a deployment changes them once.

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'youtube', 'instagram', 'linkedin', 'github', 'discord'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_URLS: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/fusion',
  twitter: 'https://twitter.com/fusion',
  youtube: 'https://www.youtube.com/@fusion',
  instagram: 'https://www.instagram.com/fusion',
  linkedin: 'https://www.linkedin.com/company/fusion',
  github: 'https://github.com/fusion',
  discord: 'https://discord.gg/fusion',
};

/** Display names of the networks (brand names, the same in both languages). */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook', twitter: 'Twitter', youtube: 'YouTube', instagram: 'Instagram',
  linkedin: 'LinkedIn', github: 'GitHub', discord: 'Discord',
};
