// The router the apps use, and no more: shared as one singleton by the shell and the remotes
// (tools/web-build/federation.ts), so they share one routing context. react-router itself is not shared:
// a shared package is not tree-shaken, and all of it came with every page, the landing's too.
// Apps import the router only through here (eslint.config.mjs); specs may use MemoryRouter directly.
export { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
