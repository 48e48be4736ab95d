// scripts/check-words.mjs on texts of its own: what each rule finds, where it does not look.
import { describe, expect, it } from 'vitest';
import { findRetired } from './check-words.mjs';

describe('check-words', () => {
  it('finds a tracker citation in a comment and in a doc, with its line', () => {
    expect(findRetired('apps/api/src/a.ts', 'const a = 1;\n// the refund rule (issue 13)\n')).toEqual([
      'apps/api/src/a.ts:2: "issue 13" (tracker citation: point at a docs/ section or an ADR instead)',
    ]);
    expect(findRetired('docs/x.md', '## Issue 15 at 1M leads\nSee issues 14 and 16.')).toHaveLength(2);
  });

  it('passes text that points at docs and ADRs, and identifiers that merely contain the word', () => {
    expect(findRetired('apps/api/src/a.ts', '// the refund rule (docs/marketplace.md, decision 019)\n')).toEqual([]);
    expect(findRetired('docs/benchmarks.md', 'npx tsx bench/seed.ts --database bench_tt_issue6')).toEqual([]);
    expect(findRetired('apps/web/src/a.tsx', 'const issues = list.filter(isOpenIssue);')).toEqual([]);
  });

  it('does not read files outside a rule, nor the lines a rule allows', () => {
    expect(findRetired('apps/api/drizzle/0001.sql', '-- issue 3')).toEqual([]);
    const rules = [{ name: 'old word', pattern: /\bfoo\b/g, why: 'say bar', files: /\.ts$/, allow: ['/v1/foo'] }];
    expect(findRetired('a.ts', "get('/v1/foo')\nconst foo = 1;", rules)).toEqual(['a.ts:2: "foo" (old word: say bar)']);
  });

  it('refuses chat and client (for a traveller) in identifiers, but not the wire paths the spec fixes', () => {
    const code = [
      'export function ChatPanel() {}',
      'const useAdminChats = () => listClientLeadChats();',
      "const res = await as(t).post('/v1/company/chatClient/chat', { message: 'Chat with us' });",
      'const url = `/admin/companies/${name}/chat?chatId=${id}`; // Chats, a chat',
      'const queryClient = useQueryClient();',
    ].join('\n');
    expect(findRetired('apps/web/src/a.tsx', code).map((f) => f.split(' (')[0])).toEqual([
      'apps/web/src/a.tsx:1: "ChatPanel"',
      'apps/web/src/a.tsx:2: "useAdminChats"',
      'apps/web/src/a.tsx:2: "listClientLeadChats"',
      'apps/web/src/a.tsx:2: "listClientLeadChats"',
    ]);
  });
});
