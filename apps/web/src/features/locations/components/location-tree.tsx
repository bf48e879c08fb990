import type { TLocationTreeNode } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Tree } from 'primereact/tree';
import type { TreeNode } from 'primereact/treenode';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ExpandedKeys, toTreeNodes } from './tree-model';

export interface LocationTreeProps {
  locations: readonly TLocationTreeNode[];
  expandedKeys: ExpandedKeys;
  onToggle: (keys: ExpandedKeys) => void;
  onAddSub: (location: TLocationTreeNode) => void;
  /** The path of a location's editor. */
  editPath: (id: string) => string;
  labelledBy: string;
}

/** Keys pressed on the node's own buttons and links are theirs, not the tree's navigation. */
const keepKeys = (event: KeyboardEvent) => event.stopPropagation();
const keepClick = (event: MouseEvent) => event.stopPropagation();

/** The company's locations as an expandable tree; each node links to its editor. */
export function LocationTree({
  locations,
  expandedKeys,
  onToggle,
  onAddSub,
  editPath,
  labelledBy,
}: LocationTreeProps) {
  const { t } = useTranslation('locations');

  const nodeTemplate = (node: TreeNode) => {
    const location = node.data as TLocationTreeNode;
    const subCount = location.children.length;
    return (
      <div className="gl-loc-node">
        <span className="gl-loc-node__thumb" aria-hidden="true">
          {location.imageUrl ? <img src={location.imageUrl} alt="" /> : <span className="pi pi-map-marker" />}
        </span>
        <span className="gl-loc-node__text">
          <Link
            className="gl-loc-node__name"
            to={editPath(location.id)}
            onKeyDown={keepKeys}
            onClick={keepClick}
          >
            {location.name}
          </Link>
          <span className="gl-loc-node__meta">
            {location.address ? <span>{location.address}</span> : null}
            {subCount ? <span>{t('tree.subCount', { count: subCount })}</span> : null}
          </span>
        </span>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps the buttons' keys from the tree */}
        <span className="gl-loc-node__actions" onKeyDown={keepKeys} onClick={keepClick}>
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('tree.addSub')}
            aria-label={t('tree.addSubTo', { name: location.name })}
            className="gl-loc-node__add"
            size="small"
            text
            onClick={() => onAddSub(location)}
          />
          <Link
            className="p-button p-button-text p-button-sm p-button-icon-only gl-loc-node__edit"
            to={editPath(location.id)}
            aria-label={t('tree.editNamed', { name: location.name })}
          >
            <span className="p-button-icon pi pi-pencil" aria-hidden="true" />
          </Link>
        </span>
      </div>
    );
  };

  return (
    <Tree
      value={toTreeNodes(locations)}
      expandedKeys={expandedKeys}
      onToggle={(event) => onToggle(event.value as ExpandedKeys)}
      nodeTemplate={nodeTemplate}
      pt={{ container: { 'aria-labelledby': labelledBy } }}
      className="gl-loc-tree"
    />
  );
}
