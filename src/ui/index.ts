export { Button, type ButtonProps } from './Button';
export { Dialog, type DialogProps } from './Dialog';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { Icon, type IconName } from './Icon';
export { Skeleton, Spinner } from './Spinner';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { deepActiveElement, focusableWithin, nextTrapTarget } from './focus';
export { uiStyles } from './styles';
