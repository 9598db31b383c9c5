import type { Services } from '../request/services.ts';
import { provisionTenant } from './provision-tenant.ts';
import { seedDemoPeople } from './demo-people.seed.ts';
import { seedDemoPermissions } from './demo-permissions.seed.ts';
import { seedDemoComplaints } from './demo-complaints.seed.ts';
import { seedDemoAnnouncements } from './demo-announcements.seed.ts';
import { seedDemoDisasters } from './demo-disasters.seed.ts';
import { seedDemoSettings } from './demo-settings.seed.ts';
import { seedDemoLeave } from './demo-leave.seed.ts';
import { seedDemoQuizzes } from './demo-quizzes.seed.ts';
import { seedDemoWorkflows } from './demo-workflows.seed.ts';
import { seedDemoForms } from './demo-forms.seed.ts';
import { seedDemoNavigation } from './demo-navigation.seed.ts';
import { seedDemoSliders } from './demo-sliders.seed.ts';
import { seedDemoDynamicParts } from './demo-dynamic-parts.seed.ts';
import { seedDemoOrientation } from './demo-orientation.seed.ts';
import { seedDemoRecruitment } from './demo-recruitment.seed.ts';
import { seedDemoApplicants } from './demo-applicants.seed.ts';
import { seedDemoInterviews } from './demo-interviews.seed.ts';
import { seedDemoStaffDemands } from './demo-staff-demands.seed.ts';
import { seedDemoDiscipline } from './demo-discipline.seed.ts';
import { tenantFiles } from '../files/tenant-files.ts';
import { demoEngine } from './demo-engine.ts';
import { seedDemoApprovers } from './demo-requests.ts';

/** The demo tenant and the only known password in Pano (README). */
export const DEMO = {
  tag: 'demo',
  companyName: 'Pano Demo',
  email: 'admin@pano.local',
  password: 'pano1234',
} as const;

/** Creates, migrates and seeds the demo tenant on first start, with demo people (docs/people.md). */
export async function ensureDemoTenant(services: Services): Promise<boolean> {
  if (await services.control.findByTag(DEMO.tag)) return false;
  await provisionTenant(services, {
    tag: DEMO.tag,
    companyName: DEMO.companyName,
    adminEmail: DEMO.email,
    adminPassword: DEMO.password,
  });
  await seedDemo(services, DEMO.tag);
  // Seeding grows the embedded database's WebAssembly memory, which never shrinks: closed here, the demo
  // tenant reopens at its size on its first request (docs/performance.md, Memory).
  await services.tenants.close(DEMO.tag);
  return true;
}

/** The demo's data in a tenant (the demo tenant's; a test's on a tenant of its own). */
export async function seedDemo(services: Services, tag: string): Promise<void> {
  await services.tenants.withTenant(tag, async (db) => {
    await seedDemoPeople(db);
    await seedDemoPermissions(db); // the 'Editor' role and editor@pano.local: announcements only
    await seedDemoComplaints(db); // categories first: announcements need them
    await seedDemoAnnouncements(db, tenantFiles(services.files, tag));
    await seedDemoDisasters(db);
    await seedDemoSettings(db);
    await seedDemoWorkflows(db); // the steps of the workflows leave, quizzes and forms name
    await seedDemoApprovers(db); // the demo employees approve each other
    await seedDemoLeave(db, demoEngine(services, tag)); // after the employees (disasters) and the people
    await seedDemoQuizzes(db, demoEngine(services, tag)); // the employees take quizzes too: results run their workflows
    await seedDemoForms(db, demoEngine(services, tag)); // and fill forms
    await seedDemoNavigation(db); // the links the employees' app shows, by role
    await seedDemoSliders(db, tenantFiles(services.files, tag)); // the home screen's slider
    await seedDemoDynamicParts(db); // the home screen's parts: after the announcements and the employees
    await seedDemoOrientation(db); // after the forms and quizzes it names and the employees
    await seedDemoRecruitment(db); // lookups, rating criteria and results: after the workflows they name
    await seedDemoApplicants(db); // a dozen applicants in different stages: after the lookups they name
    await seedDemoInterviews(db, demoEngine(services, tag)); // on the applicants, scored by the employees
    await seedDemoStaffDemands(db, demoEngine(services, tag)); // results link the applicants and interviews
    await seedDemoDiscipline(db, demoEngine(services, tag)); // a form, its mappings and a case in defence
  });
}
