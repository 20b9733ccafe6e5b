import type { ReactNode } from 'react';

/**
 * An elided article and the word it leans on, in another element ('l’' and the link
 * 'Informativa sulla privacy'): one word on the line. A browser breaks a line where two elements
 * meet, and the phone's line ended in 'e l’' with the link on the next. The break is refused
 * between the article and what follows (the outer span's nowrap); what follows still wraps
 * inside itself as usual.
 */
export function WithArticle({ article, children }: { article: string; children: ReactNode }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {article}
      <span style={{ whiteSpace: 'normal' }}>{children}</span>
    </span>
  );
}
