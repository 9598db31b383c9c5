import { disasterReadInput, disasterResource, disasterResponseInput } from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import { disasterEntity, disasterUserEntity, disasterUserResponseEntity } from './disaster.entities.ts';
import { createDisaster } from './create-disaster.ts';
import { myDisasterPager, myDisasters, type MyDisaster } from './my-disasters.ts';
import { markDisasterRead, respondDisaster } from './answer-disaster.ts';

const { create } = disasterResource;

/**
 * Disasters with read receipts and responses (spec 000 §2 Disasters): the panel sends them (the spec's
 * nested inputModel) and reads who read and answered; an employee reads their own and answers on the portal.
 */
export const disastersArea = defineArea({
  name: 'disasters',
  entities: [disasterUserEntity, disasterUserResponseEntity, disasterEntity],
  main(kit) {
    defineMutation(kit, {
      name: create.name,
      // creating a disaster sends it: the area's special action
      permission: 'send',
      input: { schema: create.input, typeName: 'CreateDisasterInput', nested: { disaster: 'DisasterInput' } },
      run: createDisaster,
    });
  },
  portal(kit) {
    const item = plainObject<MyDisaster>(kit, 'MyDisaster', {
      id: 'Int',
      title: 'String',
      body: 'String',
      createTime: 'String',
      isRead: 'Boolean',
      readDate: 'String?',
      response: 'Boolean?',
      latitude: 'Float?',
      longitude: 'Float?',
      responseTime: 'String?',
    });
    defineQuery(kit, {
      name: 'myDisasters',
      type: kit.list('MyDisaster', item),
      input: { arg: 'pagerModel', schema: myDisasterPager, typeName: 'MyDisasterPagerModel', optional: true },
      run: myDisasters,
    });
    defineMutation(kit, {
      name: 'markDisasterRead',
      input: { schema: disasterReadInput, typeName: 'DisasterReadInput' },
      run: markDisasterRead,
    });
    defineMutation(kit, {
      name: 'respondDisaster',
      input: { schema: disasterResponseInput, typeName: 'DisasterResponseInput' },
      run: respondDisaster,
    });
  },
});
