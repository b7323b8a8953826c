import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useFeatureFlags } from '@/config/use-feature-flags';
import { cx } from '@/lib/cx';
import { CodeGeneration } from '../content/code-generation';
import { Faq } from '../content/faq';
import { FigmaPlugin } from '../content/figma-plugin';
import { GettingStarted } from '../content/getting-started';
import { Integration } from '../content/integration';
import { Introduction } from '../content/introduction';
import { Troubleshooting } from '../content/troubleshooting';

export const DOC_TABS = [
  { id: 'introduction', label: 'Introduction' },
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'figma-plugin', label: 'Figma Plugin' },
  { id: 'code-generation', label: 'Code Generation' },
  { id: 'integration', label: 'Integration' },
  { id: 'faq', label: 'FAQ' },
  { id: 'troubleshooting', label: 'Troubleshooting' },
] as const;

type DocTabId = (typeof DOC_TABS)[number]['id'];

function tabFromHash(hash: string): DocTabId {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return DOC_TABS.find((tab) => tab.id === id)?.id ?? 'introduction';
}

/** Side tabs whose active tab follows the URL hash; a click pushes the tab into the hash. */
export function DocsPage() {
  const location = useLocation();
  const { iosSupport } = useFeatureFlags();
  const active = tabFromHash(location.hash);
  const activeTab = DOC_TABS.find((tab) => tab.id === active)!;

  const tabList = useRef<HTMLUListElement>(null);

  // The page opens at the top, whatever the previous page's scroll position or the hash.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);

  // On narrow screens the tabs scroll sideways: keep the active one in view (the page itself does not move).
  useEffect(() => {
    const list = tabList.current;
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && tab && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = tab.offsetLeft - list.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    }
  }, [active]);

  const content: Record<DocTabId, ReactNode> = {
    introduction: <Introduction />,
    'getting-started': <GettingStarted />,
    'figma-plugin': <FigmaPlugin />,
    'code-generation': <CodeGeneration />,
    integration: <Integration showIos={iosSupport} />,
    faq: <Faq />,
    troubleshooting: <Troubleshooting />,
  };

  return (
    <div className="container docs">
      <aside className="docs__sidebar">
        <nav aria-label="Documentation sections">
          <p className="docs__sidebar-title">Documentation</p>
          <ul ref={tabList} className="docs__tabs">
            {DOC_TABS.map((tab) => (
              <li key={tab.id}>
                <Link
                  to={{ hash: tab.id }}
                  className={cx('docs__tab', tab.id === active && 'docs__tab--active')}
                  aria-current={tab.id === active ? 'page' : undefined}
                  data-tab={tab.id}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <article className="docs__content" aria-labelledby="docs-title" data-active-tab={active}>
        <h1 id="docs-title">{activeTab.label}</h1>
        {content[active]}
      </article>
    </div>
  );
}
