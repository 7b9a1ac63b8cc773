// The UI kit's data displays that only some pages show, apart from its core (see lib/kit.ts).
export { Collapse, Descriptions, Segmented, Steps, Timeline } from 'antd';
