// The 3D preview itself (issue 12): plain three.js with OrbitControls (drag to turn, wheel or pinch to zoom, two
// fingers to pan on a phone) and three's STL, OBJ and 3MF loaders, reading the customer's own file in the browser.
// Loaded as its own chunk (ModelViewer.tsx imports it lazily), so the page's first load does not carry three.
import { useEffect, useRef } from 'react';
import * as THREE from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { STLLoader } from 'three/addons/loaders/STLLoader.js';
import { OBJLoader } from 'three/addons/loaders/OBJLoader.js';
import { ThreeMFLoader } from 'three/addons/loaders/3MFLoader.js';
import type { ModelFormat } from '../../../shared/print3d/analysis';

export interface ModelCanvasProps {
  bytes: ArrayBuffer;
  format: ModelFormat;
  /** Accessible name of the canvas. */
  label: string;
  onError(): void;
}

const toObject = (bytes: ArrayBuffer, format: ModelFormat): THREE.Object3D => {
  const material = new THREE.MeshStandardMaterial({ color: 0x5b8fd6, metalness: 0.1, roughness: 0.6, side: THREE.DoubleSide });
  if (format === 'stl_binary' || format === 'stl_ascii') {
    const geometry = new STLLoader().parse(bytes);
    geometry.computeVertexNormals();
    return new THREE.Mesh(geometry, material);
  }
  const object = format === 'obj' ? new OBJLoader().parse(new TextDecoder().decode(bytes)) : new ThreeMFLoader().parse(bytes);
  object.traverse((o) => {
    if (o instanceof THREE.Mesh) o.material = material;
  });
  return object;
};

export default function ModelCanvas({ bytes, format, label, onError }: ModelCanvasProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let object: THREE.Object3D;
    try {
      object = toObject(bytes, format);
    } catch {
      onError();
      return;
    }
    const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    renderer.domElement.setAttribute('role', 'img');
    renderer.domElement.setAttribute('aria-label', label);
    renderer.domElement.setAttribute('data-testid', 'model-canvas');
    renderer.domElement.style.touchAction = 'none';
    el.appendChild(renderer.domElement);

    const scene = new THREE.Scene();
    scene.background = new THREE.Color(0xf3f5f8);
    scene.add(new THREE.HemisphereLight(0xffffff, 0x8899aa, 1.6));
    const sun = new THREE.DirectionalLight(0xffffff, 1.6);
    scene.add(sun);

    // centre the model at the origin, Z up as CAD files are drawn
    const box = new THREE.Box3().setFromObject(object);
    const size = box.getSize(new THREE.Vector3());
    const centre = box.getCenter(new THREE.Vector3());
    object.position.sub(centre);
    const pivot = new THREE.Group();
    pivot.add(object);
    pivot.rotation.x = -Math.PI / 2;
    scene.add(pivot);
    const radius = Math.max(size.length() / 2, 1e-6);
    const grid = new THREE.GridHelper(radius * 4, 20, 0xb8c2cc, 0xdde3e8);
    grid.position.y = -size.z / 2;
    scene.add(grid);

    const camera = new THREE.PerspectiveCamera(40, 1, radius / 100, radius * 100);
    camera.position.set(radius * 1.6, radius * 1.2, radius * 2.2);
    sun.position.set(radius * 3, radius * 5, radius * 4);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.enableDamping = true;
    controls.minDistance = radius * 0.3;
    controls.maxDistance = radius * 20;

    let frame = 0;
    const resize = () => {
      const w = el.clientWidth || 300;
      const h = Math.round(Math.min(420, Math.max(240, w * 0.7)));
      renderer.setSize(w, h);
      camera.aspect = w / h;
      camera.updateProjectionMatrix();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(el);
    resize();
    const tick = () => {
      controls.update();
      renderer.render(scene, camera);
      frame = requestAnimationFrame(tick);
    };
    tick();
    el.dataset.ready = 'true'; // journeys wait on it

    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      controls.dispose();
      object.traverse((o) => {
        if (o instanceof THREE.Mesh) o.geometry.dispose();
      });
      renderer.dispose();
      renderer.domElement.remove();
      delete el.dataset.ready;
    };
  }, [bytes, format, label, onError]);

  return <div ref={host} data-testid="model-viewer" style={{ width: '100%', borderRadius: 8, overflow: 'hidden' }} />;
}
