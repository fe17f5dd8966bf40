import type { Object3D } from 'three';
import {
  AmbientLight,
  BoxGeometry,
  BufferGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DirectionalLight,
  Float32BufferAttribute,
  Group,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  SphereGeometry,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { SceneObject, SceneSnapshot } from './glowscript-messages.ts';

const X = new Vector3(1, 0, 0);
const Y = new Vector3(0, 1, 0);
const v3 = (a: [number, number, number]) => new Vector3(a[0], a[1], a[2]);
const colour = (c: [number, number, number]) =>
  new Color(...(c.map((x) => Math.min(1, Math.max(0, x))) as [number, number, number]));

/**
 * Draws the VPython scene the host page sends, with three.js, in a canvas of the quiz page (loaded
 * with the glowscript player only). Objects are matched by id and updated in place; the camera
 * looks down -z at `scene.center` from far enough to see everything drawn so far (VPython's
 * autoscale, which only grows) or `scene.range`. Labels are the player's, placed with `project`.
 */
export class SceneView {
  readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(60, 16 / 10, 0.01, 10_000);
  private readonly things = new Map<number, { kind: string; object: Object3D }>();
  private readonly trails = new Map<number, { line: Line; points: number[] }>();
  private reach = 0;

  /** Throws when the browser has no WebGL (the player then shows the scene in words only). */
  constructor(canvas: HTMLCanvasElement) {
    this.renderer = new WebGLRenderer({ canvas, antialias: true });
    this.scene.add(new AmbientLight(0xffffff, 0.5));
    const sun = new DirectionalLight(0xffffff, 1.2);
    sun.position.set(1, 2, 3);
    this.scene.add(sun);
  }

  /** Forgets every object (a new run). */
  clear(): void {
    for (const { object } of this.things.values()) this.scene.remove(object);
    this.things.clear();
    for (const { line } of this.trails.values()) this.scene.remove(line);
    this.trails.clear();
    this.reach = 0;
  }

  private make(o: SceneObject): Object3D {
    const material = () => new MeshStandardMaterial({ transparent: true });
    switch (o.kind) {
      case 'sphere':
        return new Mesh(new SphereGeometry(1, 32, 16), material());
      case 'box':
        return new Mesh(new BoxGeometry(1, 1, 1), material());
      case 'cylinder':
        return new Mesh(new CylinderGeometry(1, 1, 1, 32).translate(0, 0.5, 0), material());
      case 'arrow': {
        const group = new Group();
        group.add(new Mesh(new BoxGeometry(1, 1, 1).translate(0, 0.5, 0), material()));
        group.add(new Mesh(new ConeGeometry(1, 1, 24).translate(0, 0.5, 0), material()));
        return group;
      }
      case 'curve':
        return new Line(new BufferGeometry(), new LineBasicMaterial());
      default:
        return new Group();
    }
  }

  private place(o: SceneObject, object: Object3D): void {
    object.visible = o.visible;
    const pos = v3(o.pos);
    const axis = v3(o.axis);
    const length = axis.length() || 1e-6;
    const dir = axis.clone().normalize();
    const paint = (m: Object3D) => {
      const mat = (m as Mesh).material as MeshStandardMaterial | undefined;
      if (mat) {
        mat.color = colour(o.color);
        mat.opacity = o.opacity;
      }
    };
    object.traverse(paint);
    if (o.kind === 'sphere') {
      object.position.copy(pos);
      object.scale.setScalar(o.radius);
    } else if (o.kind === 'box') {
      object.position.copy(pos);
      object.quaternion.setFromUnitVectors(X, dir);
      object.scale.set(o.size[0], o.size[1], o.size[2]);
    } else if (o.kind === 'cylinder') {
      object.position.copy(pos);
      object.quaternion.setFromUnitVectors(Y, dir);
      object.scale.set(o.radius, length, o.radius);
    } else if (o.kind === 'arrow') {
      const shaft = typeof o.extra === 'number' && o.extra > 0 ? o.extra : 0.1 * length;
      const head = Math.min(length, 3 * shaft);
      object.position.copy(pos);
      object.quaternion.setFromUnitVectors(Y, dir);
      const [stick, tip] = object.children as [Object3D, Object3D];
      stick.scale.set(shaft, length - head, shaft);
      tip.position.set(0, length - head, 0);
      tip.scale.set(shaft, head, shaft);
    } else if (o.kind === 'curve' && Array.isArray(o.extra)) {
      (object as Line).geometry.setAttribute('position', new Float32BufferAttribute(o.extra as number[], 3));
    }
  }

  /** Adds the object's position to its trail (`make_trail`), at most 5,000 points. */
  private trace(o: SceneObject): void {
    let trail = this.trails.get(o.id);
    if (!trail) {
      trail = { line: new Line(new BufferGeometry(), new LineBasicMaterial()), points: [] };
      this.trails.set(o.id, trail);
      this.scene.add(trail.line);
    }
    const p = trail.points;
    const n = p.length;
    if (n >= 3 && p[n - 3] === o.pos[0] && p[n - 2] === o.pos[1] && p[n - 1] === o.pos[2]) return;
    p.push(...o.pos);
    if (p.length > 15_000) p.splice(0, 3);
    trail.line.geometry.setAttribute('position', new Float32BufferAttribute(p, 3));
    (trail.line.material as LineBasicMaterial).color = colour(o.color);
  }

  /** Draws one snapshot. */
  draw(s: SceneSnapshot): void {
    this.scene.background = colour(s.background);
    const seen = new Set<number>();
    for (const o of s.objects) {
      seen.add(o.id);
      let thing = this.things.get(o.id);
      if (!thing || thing.kind !== o.kind) {
        if (thing) this.scene.remove(thing.object);
        thing = { kind: o.kind, object: this.make(o) };
        this.things.set(o.id, thing);
        this.scene.add(thing.object);
      }
      this.place(o, thing.object);
      if (o.trail) this.trace(o);
      if (o.visible && o.kind !== 'label') {
        const far = v3(o.pos).sub(v3(s.center)).length() + Math.max(o.radius, ...o.size, v3(o.axis).length());
        this.reach = Math.max(this.reach, far);
      }
    }
    for (const [id, thing] of this.things)
      if (!seen.has(id)) {
        this.scene.remove(thing.object);
        this.things.delete(id);
      }
    const range = s.range > 0 ? s.range : Math.max(this.reach, 1);
    const center = v3(s.center);
    this.camera.position.copy(center).add(new Vector3(0, 0, range / Math.tan(Math.PI / 6)));
    this.camera.lookAt(center);
    const canvas = this.renderer.domElement;
    if (canvas.width !== canvas.clientWidth || canvas.height !== canvas.clientHeight) {
      this.renderer.setSize(canvas.clientWidth, canvas.clientHeight, false);
      this.camera.aspect = canvas.clientWidth / Math.max(1, canvas.clientHeight);
      this.camera.updateProjectionMatrix();
    }
    this.renderer.render(this.scene, this.camera);
  }

  /**
   * Where a point of the scene shows on the canvas (CSS pixels from its top left), as of the last
   * drawing; null when it is behind the camera.
   */
  project(pos: [number, number, number]): { x: number; y: number } | null {
    const p = v3(pos).project(this.camera);
    if (p.z > 1) return null;
    const canvas = this.renderer.domElement;
    return { x: ((p.x + 1) / 2) * canvas.clientWidth, y: ((1 - p.y) / 2) * canvas.clientHeight };
  }

  /** Frees the GPU's resources. */
  dispose(): void {
    this.clear();
    this.renderer.dispose();
  }
}
