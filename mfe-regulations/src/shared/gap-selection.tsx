import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** What the gap list's right-hand widgets show (issue 28.4): a template content and a product requirement (block). */
export interface GapSelection {
  templateContentId: string | null;
  /** the product requirement's block artifact id */
  productRequirementId: string | null;
  showTemplateContent: (id: string | null) => void;
  showProductRequirement: (blockArtifactId: string | null) => void;
  /**
   * Which widget the list asked to show last, counted: the widget brings itself into view on each new count, not
   * when its own dropdown changes it (the user is looking at it then).
   */
  shownFromList: { widget: 'TemplateContentDetail' | 'ProductRequirement'; count: number } | null;
}

const Selection = createContext<GapSelection | null>(null);

function useSelectionState(): { selection: GapSelection; fromList: GapSelection } {
  const [templateContentId, setTemplateContentId] = useState<string | null>(null);
  const [productRequirementId, setProductRequirementId] = useState<string | null>(null);
  const [shownFromList, setShownFromList] = useState<GapSelection['shownFromList']>(null);
  return useMemo(() => {
    const selection: GapSelection = {
      templateContentId,
      productRequirementId,
      showTemplateContent: setTemplateContentId,
      showProductRequirement: setProductRequirementId,
      shownFromList,
    };
    const shown = (widget: 'TemplateContentDetail' | 'ProductRequirement') =>
      setShownFromList((s) => ({ widget, count: (s?.count ?? 0) + 1 }));
    return {
      selection,
      fromList: {
        ...selection,
        showTemplateContent: (id) => {
          setTemplateContentId(id);
          shown('TemplateContentDetail');
        },
        showProductRequirement: (id) => {
          setProductRequirementId(id);
          shown('ProductRequirement');
        },
      },
    };
  }, [templateContentId, productRequirementId, shownFromList]);
}

const FromList = createContext<GapSelection | null>(null);

/**
 * Shares the widgets' selection between the gap list (app/ composes both features) and its right-hand widgets:
 * choosing a target in the list shows it in the widget.
 */
export function GapSelectionProvider({ children }: { children: ReactNode }): JSX.Element {
  const { selection, fromList } = useSelectionState();
  return (
    <Selection.Provider value={selection}>
      <FromList.Provider value={fromList}>{children}</FromList.Provider>
    </Selection.Provider>
  );
}

/** For the widgets: the shared selection, or their own where no gap list shares one (a widget on its own). */
export function useGapSelection(): GapSelection {
  const shared = useContext(Selection);
  const own = useSelectionState().selection;
  return shared ?? own;
}

/** For the list: the setters that show a target in its widget; null where no widgets are beside the list. */
export const useShowInGapWidgets = (): GapSelection | null => useContext(FromList);
